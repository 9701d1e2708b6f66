import { useTranslation } from 'react-i18next';
import { PublicArticle } from '../../components/public-article';

/** /public/about: What Cue is: the login screen's 'Learn More' link. */
export function AboutRoute() {
  const { t } = useTranslation();
  return (
    <PublicArticle
      title={t('public.about.title')}
      paragraphs={t('public.about.paragraphs', { returnObjects: true })}
    />
  );
}
