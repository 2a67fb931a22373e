import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('refund', 'bn');
}

export default function Page() {
  return <LegalPage id="refund" lang="bn" />;
}
