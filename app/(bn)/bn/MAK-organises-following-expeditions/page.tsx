import { ExpeditionsPage, expeditionsMetadata } from '@/app/_pages/expeditions/ExpeditionsPage';

export function generateMetadata() {
  return expeditionsMetadata('bn');
}

export default function Page() {
  return <ExpeditionsPage lang="bn" />;
}
