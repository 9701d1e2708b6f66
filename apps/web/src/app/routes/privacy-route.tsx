import { useTranslation } from 'react-i18next';
import { PublicArticle } from '../../components/public-article';

/** /public/privacy: The privacy policy, linked from the sign-in consent line. */
export function PrivacyRoute() {
  const { t } = useTranslation();
  return (
    <PublicArticle
      title={t('public.privacy.title')}
      paragraphs={t('public.privacy.paragraphs', { returnObjects: true })}
    />
  );
}
