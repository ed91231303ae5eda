import { UsersService } from '../src/modules/users/users.service';
import { TestApp, createTestApp } from './support/app';

const TOO_MANY = {
  statusCode: 429,
  code: 'RATE_LIMITED',
  message: 'too many password attempts, please wait a minute and try again',
};

describe('guesses of the current password', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3' });
    const users = t.app.get(UsersService);
    for (const username of ['guessed_user', 'other_user']) {
      await users.add({ username, password: `${username}-pass`, role: 'reader' });
      const login = await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-For', `192.0.2.${Object.keys(tokens).length + 1}`)
        .send({ username, password: `${username}-pass` });
      tokens[username] = login.body.token;
    }
  });
  afterAll(() => t.close());

  const change = (username: string, current: string) =>
    t
      .http()
      .put('/api/auth/me/password')
      .set('Authorization', `Bearer ${tokens[username]}`)
      .send({ current_password: current, new_password: 'a-new-password-1' });

  it('answers 429 in a sentence after LOGIN_RATE_LIMIT attempts a minute, even with the right password', async () => {
    for (let i = 1; i <= 3; i++) {
      const wrong = await change('guessed_user', `guess-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        message: 'Current password is incorrect',
      });
    }
    const fourth = await change('guessed_user', 'guess-4');
    expect({ status: fourth.status, body: fourth.body }).toEqual({ status: 429, body: TOO_MANY });
    const right = await change('guessed_user', 'guessed_user-pass');
    expect(right.status).toBe(429);
    // The password was not changed by any of them.
    const login = await t
      .http()
      .post('/api/auth/login')
      .set('X-Forwarded-For', '192.0.2.50')
      .send({ username: 'guessed_user', password: 'guessed_user-pass' });
    expect(login.status).toBe(200);
  });

  it('counts each user apart', async () => {
    const res = await change('other_user', 'other_user-pass');
    expect(res.status).toBe(200);
    expect(res.body.token).toEqual(expect.any(String));
  });
});
