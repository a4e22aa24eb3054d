/** A visitor signed up through the API of a running server, carrying the session cookie. */
export interface SignedUpVisitor {
  cookie: string;
}

export async function signUpThroughApi(baseUrl: string, label: string): Promise<SignedUpVisitor> {
  const response = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'fault-password-7',
      username: label,
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error('sign-up set no cookie');
  return { cookie };
}
