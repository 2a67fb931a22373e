import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('terms', 'bn');
}

export default function Page() {
  return <LegalPage id="terms" lang="bn" />;
}
