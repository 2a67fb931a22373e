import { PageHeader } from '@/components/PageHeader/PageHeader';
import { pageMetadata } from '@/lib/pageMetadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Expedition Report',
  description: 'A page and a downloadable report for every expedition of the Mountaineers’ Association of Krishnanagar, 1987 to 2024.',
  path: routes.expeditionReport,
});

export default function Page() {
  return <PageHeader title="Expedition Report" trail={[{ label: 'Expedition Report' }]} lead="A page and a downloadable report for every expedition, 1987 to 2024." />;
}
