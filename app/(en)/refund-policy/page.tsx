import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('refund', 'en');
}

export default function Page() {
  return <LegalPage id="refund" lang="en" />;
}
