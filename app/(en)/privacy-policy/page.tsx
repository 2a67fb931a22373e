import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('privacy', 'en');
}

export default function Page() {
  return <LegalPage id="privacy" lang="en" />;
}
