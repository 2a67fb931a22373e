import { ShortNotePage, shortNoteMetadata } from '@/app/_pages/shortNote/ShortNotePage';

export function generateMetadata() {
  return shortNoteMetadata('bn');
}

export default function Page() {
  return <ShortNotePage lang="bn" />;
}
