import { LegalPage, legalMetadata } from '@/app/_pages/legal/LegalPage';

export function generateMetadata() {
  return legalMetadata('privacy', 'bn');
}

export default function Page() {
  return <LegalPage id="privacy" lang="bn" />;
}
