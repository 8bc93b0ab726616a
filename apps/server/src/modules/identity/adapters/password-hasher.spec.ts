import { PasswordHasher } from './password-hasher';

describe('password hasher (scrypt)', () => {
  const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hasher.hash('correct horse battery');
    const b = await hasher.hash('correct horse battery');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(hasher.verify('correct horse battery', a)).resolves.toBe(true);
    await expect(hasher.verify('correct horse batterY', a)).resolves.toBe(false);
    await expect(hasher.verify('x', 'not-a-hash')).resolves.toBe(false);
    await expect(hasher.verifyAgainstDummy('anything')).resolves.toBe(false);
  });
  it('normalises Unicode so that composed and decomposed input match', async () => {
    const h = await hasher.hash('caf\u00e9-pass');
    await expect(hasher.verify('cafe\u0301-pass', h)).resolves.toBe(true);
  });
});
