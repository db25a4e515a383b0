// A throwaway account on a running local-profile shop, for the measurement scripts (lighthouse.mjs, first-tap.mjs):
// registered, verified through the dev mailbox, and able to log in as often as a run needs.

/**
 * @typedef {{ authToken: string, userId: string, cookies: { name: string, value: string }[] }} Session
 * What a login leaves in the browser: the stored token and user id, and the cookies the answer set.
 */

/**
 * Registers and verifies `<prefix>-<time>@example.com`; `session()` logs it in.
 * @param {string} base the shop's origin
 * @param {string} prefix
 */
export async function devAccount(base, prefix) {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'Measure-run-1';
  const headers = { 'content-type': 'application/json', origin: base };
  const post = (/** @type {string} */ path, /** @type {unknown} */ body) =>
    fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const registered = await post('/register', { email, password });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  // The verification email is sent by a background job after the registration commits: the mailbox is read until it
  // is there (10 s at most).
  let token;
  for (let tries = 0; !token && tries < 40; tries += 1) {
    if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const mailbox = await fetch(`${base}/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    const mails = /** @type {{ text: string }[]} */ (mailbox.ok ? await mailbox.json() : []);
    token = mails.map((m) => /verify-email\?token=([^\s"'<>&]+)/.exec(m.text)?.[1]).find(Boolean);
  }
  if (!token)
    throw new Error('no verification email in the dev mailbox (is the local profile running here?)');
  const verified = await post('/auth/verify-email', { token: decodeURIComponent(token) });
  if (!verified.ok) throw new Error(`verify: ${verified.status}`);
  /** @returns {Promise<Session>} */
  const session = async () => {
    const login = await post('/login', { email, password });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const body = /** @type {{ authToken: string, user: { id: string } }} */ (await login.json());
    // The refresh cookie, and the signed-in cookie that gets this browser the signed-in create page.
    const cookies = login.headers.getSetCookie().map((line) => {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1) };
    });
    return { authToken: body.authToken, userId: body.user.id, cookies };
  };
  return { email, password, session };
}
