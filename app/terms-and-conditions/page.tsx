import { PageHeader } from '@/components/PageHeader/PageHeader';
import { LegalArticle } from '@/components/LegalArticle/LegalArticle';
import { legalPage } from '@/lib/content/legal';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

const page = legalPage('terms');

export const metadata = pageMetadata({ title: page.title, description: page.description, path: routes.terms });

export default function Page() {
  return (
    <>
      <PageHeader title={page.title} trail={[{ label: page.title }]} />
      <LegalArticle page={page} />
    </>
  );
}
