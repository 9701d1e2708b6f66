import { useTranslation } from 'react-i18next';
import { PublicArticle } from '../../components/public-article';

/** /public/terms: The terms of service, linked from the sign-in consent line. */
export function TermsRoute() {
  const { t } = useTranslation();
  return (
    <PublicArticle
      title={t('public.terms.title')}
      paragraphs={t('public.terms.paragraphs', { returnObjects: true })}
    />
  );
}
