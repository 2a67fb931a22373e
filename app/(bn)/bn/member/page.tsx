import { MemberPage, memberMetadata } from '@/app/_pages/member/MemberPage';

export function generateMetadata() {
  return memberMetadata('bn');
}

export default function Page() {
  return <MemberPage lang="bn" />;
}
