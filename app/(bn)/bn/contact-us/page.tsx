import { ContactPage, contactMetadata } from '@/app/_pages/contact';

export function generateMetadata() {
  return contactMetadata('bn');
}

export default function Page() {
  return <ContactPage lang="bn" />;
}
