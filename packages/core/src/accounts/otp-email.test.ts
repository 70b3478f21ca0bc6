import { describe, expect, it } from 'vitest';
import { NO_CONTACT } from '../notifications/email-html.ts';
import { otpEmail } from './otp.service.ts';

describe('the OTP fallback email', () => {
  it('carries the code and its lifetime in both languages, in the common layout', () => {
    const ar = otpEmail('ar', { to: 'm@x.test', name: 'منى', code: '0427' }, NO_CONTACT);
    expect(ar.subject).toBe('رمز التحقق الخاص بك');
    expect(ar.text).toContain('رمز التحقق: 0427. تنتهي صلاحيته خلال 10 دقائق.');
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.template).toBe('otp-fallback');
    const en = otpEmail('en', { to: 'm@x.test', name: 'Mona', code: '0427' }, NO_CONTACT);
    expect(en.text).toContain('here is your verification code: 0427. It expires in 10 minutes.');
    expect(en.html).toContain('<title>Your verification code</title>');
  });
});
