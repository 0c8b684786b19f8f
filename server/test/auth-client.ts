/** Sign-in helpers for API tests with AUTH=on. */

/** The password every test user gets. */
export const PASSWORD = 'correct horse battery';

/** A signed-in client: every request carries the session cookie the sign-in set. */
export async function signIn(url: string, username: string, password = PASSWORD) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const cookie = res.headers.get('set-cookie') ?? '';
  return { status: res.status, cookie: cookie.split(';')[0], setCookie: cookie, body: await res.json() };
}

/** One request with (or without) a session cookie; the JSON answer parsed. */
export const call = async (url: string, cookie: string | null, method: string, path: string, body?: unknown) => {
  const res = await fetch(url + path, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
};
