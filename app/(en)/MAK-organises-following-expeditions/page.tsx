import { ExpeditionsPage, expeditionsMetadata } from '@/app/_pages/expeditions/ExpeditionsPage';

export function generateMetadata() {
  return expeditionsMetadata('en');
}

export default function Page() {
  return <ExpeditionsPage lang="en" />;
}
