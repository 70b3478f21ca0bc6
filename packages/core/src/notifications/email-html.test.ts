import { describe, expect, it } from 'vitest';
import { emailDocument, NO_CONTACT, paragraphsEmail } from './email-html.ts';

const contact = { supportEmail: 'help@souq.test', supportPhone: '+20 100 000 0001' };

describe('the email layout', () => {
  it('writes an Arabic email as a full right-to-left document with its title, charset, name and footer', () => {
    const { html, text } = paragraphsEmail(
      'ar',
      [
        'مرحبا منى،',
        'تم توصيل طلبك 1042.',
        'يمكنك متابعة طلبك من هنا:\nhttps://souq.test/ar-eg/profile/orders/1',
      ],
      { subject: 'طلبك 1042: تحديث الحالة', contact },
    );
    expect(html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">\n<head>/);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<title>طلبك 1042: تحديث الحالة</title>');
    expect(html).toMatch(/<body lang="ar" dir="rtl" style="[^"]*direction:rtl;text-align:right/);
    expect(html).toContain('سوق المصممين');
    expect(html).toContain('<svg');
    expect(html).not.toMatch(/<img|src="http/);
    expect(html).toContain('<a href="mailto:help@souq.test" dir="ltr"');
    expect(html).toContain('<a href="tel:+201000000001" dir="ltr"');
    expect(html).toContain('<a href="https://souq.test/ar-eg/profile/orders/1" dir="ltr"');
    expect(text).toBe(
      [
        'مرحبا منى،',
        '',
        'تم توصيل طلبك 1042.',
        '',
        'يمكنك متابعة طلبك من هنا:\nhttps://souq.test/ar-eg/profile/orders/1',
        '',
        '--',
        'سوق المصممين',
        'لديك سؤال؟ راسلنا على help@souq.test أو اتصل بنا على +20 100 000 0001.',
        '',
      ].join('\n'),
    );
  });

  it('writes an English email left to right, and leaves the contact out when the settings have none', () => {
    const { html, text } = paragraphsEmail('en', ['Hello <Mona>,'], {
      subject: 'Reset & go',
      contact: NO_CONTACT,
    });
    expect(html).toMatch(/<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Reset &#38; go</title>');
    expect(html).toContain('Hello &#60;Mona&#62;,');
    expect(html).toContain('Souq Designers');
    expect(html).not.toContain('mailto:');
    expect(html).toContain('All rights reserved.');
    expect(text).toBe('Hello <Mona>,\n\n--\nSouq Designers\n');
  });

  it('shows only the contact that is set', () => {
    const onlyPhone = emailDocument({
      lang: 'en',
      title: 't',
      body: '',
      contact: { supportEmail: null, supportPhone: '+966 11 000 0000' },
    });
    expect(onlyPhone).toContain('Questions? Call us at <a href="tel:+966110000000"');
    expect(onlyPhone).not.toContain('mailto:');
  });
});
