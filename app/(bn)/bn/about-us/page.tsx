import { AboutPage, aboutMetadata } from '@/app/_pages/about';

export function generateMetadata() {
  return aboutMetadata('bn');
}

export default function Page() {
  return <AboutPage lang="bn" />;
}
