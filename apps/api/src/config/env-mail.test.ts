import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env';

describe('mail configuration', () => {
  it('accepts smtp:// and smtps:// URLs and defaults the sender', () => {
    expect(loadEnv({ SMTP_URL: 'smtp://user:pass@mail.example.test:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example.test:587',
    );
    expect(loadEnv({ SMTP_URL: 'smtps://mail.example.test:465' }).MAIL_FROM).toBe('Atria <no-reply@localhost>');
  });

  it('leaves SMTP unset by default: mail is held in the outbox', () => {
    expect(loadEnv({}).SMTP_URL).toBeUndefined();
  });

  it('refuses another scheme with a clear line', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.test' })).toThrow(ConfigError);
    expect(() => loadEnv({ SMTP_URL: 'http://mail.example.test' })).toThrow(
      /SMTP_URL: SMTP_URL must start with smtp:\/\/ or smtps:\/\//,
    );
  });
});
