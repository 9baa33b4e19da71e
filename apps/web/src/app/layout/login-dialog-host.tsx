import { LoginDialog } from '@/features/auth/login-dialog';
import { ThirdPartyEntries } from '@/features/third-party/third-party-entries';

/** The sign-in dialog with the third-party entries under it: its own chunk, loaded the first time it opens. */
export default function LoginDialogHost() {
  return <LoginDialog extra={<ThirdPartyEntries />} />;
}
