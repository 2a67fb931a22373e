import { ShortNotePage, shortNoteMetadata } from '@/app/_pages/shortNote';

export function generateMetadata() {
  return shortNoteMetadata('en');
}

export default function Page() {
  return <ShortNotePage lang="en" />;
}
