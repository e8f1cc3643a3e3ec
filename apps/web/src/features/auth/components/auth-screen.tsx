// SPEC §2 Auth page: a welcome card with Sign In and Sign Up tabs (the tab lives in the URL: ?tab=signup),
// or the new-password form when the reset e-mail's link lands here (?mode=reset).
import { Sprout } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { returnPathFromState } from '../lib/return-path';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export type AuthTab = 'signin' | 'signup';

export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFromState(location.state);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const resetting = params.get('mode') === 'reset';

  // Keep the router state (the return path) when switching tabs.
  const selectTab = (value: string) => setParams({ tab: value }, { replace: true, state: location.state });

  return (
    <Page className="flex justify-center">
      <title>{`${resetting ? 'Reset Password' : tab === 'signup' ? 'Sign Up' : 'Sign In'} · Rooted`}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 grid size-12 place-items-center rounded-xl bg-secondary text-secondary-foreground" aria-hidden>
            <Sprout className="size-6" />
          </span>
          <CardTitle className="text-2xl">{resetting ? 'Choose a new password' : 'Welcome to Rooted'}</CardTitle>
          <CardDescription>
            {resetting
              ? 'Pick a new password for your account. Your other sessions will be signed out.'
              : 'Sign in to keep your progress, notes and flashcards, or create a free account.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {resetting ? (
            <ResetPasswordForm token={params.get('token')} onDone={() => navigate(paths.auth(), { replace: true })} />
          ) : (
            <Tabs value={tab} onValueChange={selectTab}>
              <TabsList className="w-full">
                <TabsTrigger value="signin">Sign In</TabsTrigger>
                <TabsTrigger value="signup">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="signin" className="pt-2">
                <SignInForm returnTo={returnTo} />
              </TabsContent>
              <TabsContent value="signup" className="pt-2">
                <SignUpForm returnTo={returnTo} />
              </TabsContent>
              <p className="pt-2 text-center text-xs text-muted-foreground">
                You will be redirected back to where you were after signing in.
              </p>
            </Tabs>
          )}
        </CardContent>
      </Card>
    </Page>
  );
}
