import { ShortNotePage, shortNoteMetadata } from '@/app/_pages/shortNote';

export function generateMetadata() {
  return shortNoteMetadata('bn');
}

export default function Page() {
  return <ShortNotePage lang="bn" />;
}
