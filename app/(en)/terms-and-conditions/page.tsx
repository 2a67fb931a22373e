import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('terms', 'en');
}

export default function Page() {
  return <LegalPage id="terms" lang="en" />;
}
