// /verification: what to do after sign-up, where the e-mailed link lands (?status=verified or ?error=…),
// and a rate-limited way to send the e-mail again.
import { AUTH_MESSAGES } from '@rooted/shared/auth/messages';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { returnPathFromState, safeReturnPath } from '../lib/return-path';
import { ResendVerificationForm } from './resend-verification-form';

function VerifiedCard({ returnTo }: { returnTo: string }) {
  const queryClient = useQueryClient();
  // The link signed the user in on the server; the shell should know.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
  return (
    <Card className="w-full max-w-md" data-testid="email-verified">
      <CardHeader className="items-center text-center">
        <CircleCheck className="mb-2 size-10 text-success" aria-hidden />
        <CardTitle className="text-2xl">Email verified</CardTitle>
        <CardDescription>Thank you! Your account is ready and you are signed in.</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <Button asChild>
          <Link to={returnTo}>Continue</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export function VerificationScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const state = location.state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' ? state.email : '';
  const error = params.get('error');
  const returnTo = params.has('returnTo') ? safeReturnPath(params.get('returnTo')) : returnPathFromState(location.state);

  return (
    <Page className="flex justify-center">
      <title>Verify Your Email · Rooted</title>
      {params.get('status') === 'verified' && !error ? (
        <VerifiedCard returnTo={returnTo} />
      ) : (
        <Card className="w-full max-w-md">
          <CardHeader className="items-center text-center">
            <MailCheck className="mb-2 size-10 text-primary" aria-hidden />
            <CardTitle className="text-2xl">Verify your email</CardTitle>
            <CardDescription>
              {email ? (
                <>
                  We sent a confirmation link to <span className="font-medium text-foreground">{email}</span>.
                </>
              ) : (
                'We sent you a confirmation link when you signed up.'
              )}{' '}
              Open it to finish creating your account. You won't be able to sign in until then.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            {error ? (
              <Alert variant="destructive">
                <TriangleAlert aria-hidden />
                <AlertTitle>{error === 'TOKEN_EXPIRED' ? 'This link has expired' : 'This link is not valid'}</AlertTitle>
                <AlertDescription>Verification links work for 24 hours. Send yourself a new one below.</AlertDescription>
              </Alert>
            ) : (
              <Alert>
                <MailCheck aria-hidden />
                <AlertDescription className="text-foreground">{AUTH_MESSAGES.verifyEmailAlert}</AlertDescription>
              </Alert>
            )}
            <p className="text-sm text-muted-foreground">No e-mail after a few minutes? Check your spam folder, or send it again.</p>
            <ResendVerificationForm initialEmail={email} returnTo={returnTo} />
            <Button asChild variant="link" className="h-auto self-center p-0">
              <Link to={paths.auth()} state={{ from: returnTo }}>
                Back to Sign In
              </Link>
            </Button>
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
