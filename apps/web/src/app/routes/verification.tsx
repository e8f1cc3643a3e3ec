import { VerificationScreen } from '@/features/auth/components/verification-screen';

export default function VerificationPage() {
  return <VerificationScreen />;
}
