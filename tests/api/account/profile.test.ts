import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { accountMessages, appRatingResponse, profileResponse } from '../../../contract/account';
import { failureEnvelope } from '../../../contract/envelope';
import { addDays, todayInIndia } from '../../../domain/dates';
import { api, loginAs, testServer, uniqueEmail, uniquePhone } from '../support/testApp';

const save = (token: string, body: object) => api('PUT', '/saveProfile', { token, body });
const profileOf = async (token: string) => profileResponse.parse((await api('POST', '/user-account-info', { token, body: {} })).body).response;

const details = (mobileNumber: string) => ({
  fullName: 'Asha Sharma', email: 'asha@example.in', mobileNumber, dateOfBirth: '1990-04-12', gender: 'Female', maritalStatus: 'Married',
  city: 'Pune', state: 'Maharashtra', country: 'India',
});

async function photo(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg', withExif = false): Promise<string> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } });
  if (withExif) image = image.withExif({ IFD0: { Copyright: 'Secret Camera Co', Artist: 'Asha' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1' } });
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  return `data:image/${format};base64,${bytes.toString('base64')}`;
}

describe('the profile', () => {
  it('starts from the login contact, saves every field, and shows the login contact as what the traveller logs in with', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    expect(await profileOf(user.token)).toEqual({
      fullName: '', email: '', mobileNumber: phone, dateOfBirth: null, gender: null, maritalStatus: null, city: '', state: '', country: '', image: null,
      identities: { phone: `+91${phone}`, email: null },
    });
    const res = await save(user.token, { ...details(phone), userId: user.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await profileOf(user.token)).toMatchObject({ ...details(phone), image: null });
    // The number the traveller logs in with is not changed here.
    const other = await save(user.token, details('9000000001'));
    expect(other.status).toBe(400);
    expect(failureEnvelope.parse(other.body).hotelFailureMsg).toBe(`body.mobileNumber: ${accountMessages.loginContact}`);
    const byEmail = await loginAs(uniqueEmail());
    expect((await profileOf(byEmail.token)).identities).toMatchObject({ phone: null, email: expect.stringContaining('@') });
    expect((await save(byEmail.token, details('9812345678'))).status).toBe(400);
  });

  it('keeps a photo as a small square WebP without its metadata, checked by its bytes and decoded size', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    const res = await save(user.token, { ...details(phone), image: await photo(1200, 800, 'jpeg', true) });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { image } = await profileOf(user.token);
    const kept = Buffer.from(image!.replace(/^data:image\/webp;base64,/, ''), 'base64');
    const meta = await sharp(kept).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(kept.includes(Buffer.from('Secret Camera Co'))).toBe(false);
    // Absent keeps it, null removes it.
    expect((await save(user.token, details(phone))).status).toBe(200);
    expect((await profileOf(user.token)).image).toBe(image);
    expect((await save(user.token, { ...details(phone), image: null })).status).toBe(200);
    expect((await profileOf(user.token)).image).toBeNull();
  });

  it('refuses a 3 MB photo, a text file named as a JPEG, a future or impossible date of birth, and a missing name, changing nothing', async () => {
    const phone = uniquePhone();
    const user = await loginAs(phone);
    expect((await save(user.token, details(phone))).status).toBe(200);
    const before = await profileOf(user.token);
    const big = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(3 * 1024 * 1024, 7)]).toString('base64')}`;
    const justUnder = `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2 * 1024 * 1024, 1)]).toString('base64')}`;
    const cases: Array<[object, string]> = [
      [{ image: big }, `body.image: ${accountMessages.photoTooLarge}`],
      [{ image: justUnder }, `body.image: ${accountMessages.photoTooLarge}`],
      [{ image: `data:image/jpeg;base64,${Buffer.from('just some text, named holiday.jpg').toString('base64')}` }, `body.image: ${accountMessages.photoType}`],
      [{ image: `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('broken')]).toString('base64')}` }, `body.image: ${accountMessages.photoType}`],
      [{ dateOfBirth: addDays(todayInIndia(new Date()), 1) }, `body.dateOfBirth: ${accountMessages.futureBirth}`],
      [{ dateOfBirth: '1990-02-30' }, 'body.dateOfBirth: must be a real calendar date'],
      [{ fullName: '  ' }, `body.fullName: ${accountMessages.required}`],
      [{ email: 'asha@' }, `body.email: ${accountMessages.email}`],
      [{ gender: 'Unknown' }, 'body.gender: '],
      [{ city: 'Pune\u0001' }, 'body.city: must not contain control characters'],
    ];
    for (const [change, message] of cases) {
      const res = await save(user.token, { ...details(phone), ...change });
      expect(res.status, message).toBe(400);
      expect(failureEnvelope.parse(res.body).hotelFailureMsg.startsWith(message), `${res.body.hotelFailureMsg} / ${message}`).toBe(true);
    }
    expect(await profileOf(user.token)).toEqual(before);
  });
});

describe('the app rating', () => {
  it('takes 1 to 5 stars with feedback, one per traveller, a new one replacing the old', async () => {
    const user = await loginAs();
    const rate = (body: object) => api('POST', '/save-app-rating', { token: user.token, body });
    expect(appRatingResponse.parse((await rate({ rating: '4', feedback: 'Quick to book.' })).body).response).toEqual({ rating: 4, feedback: 'Quick to book.' });
    expect((await rate({ rating: 5, feedback: 'Even better.' })).status).toBe(200);
    for (const rating of ['0', '6', '', 'five', 3.5]) expect((await rate({ rating, feedback: '' })).status, String(rating)).toBe(400);
    expect(failureEnvelope.parse((await rate({ feedback: 'no stars' })).body).hotelFailureMsg).toMatch(/^body\.rating: /);
    const { db } = await testServer();
    expect(await db.rows('select rating, feedback from app_ratings where user_id = $1', [user.userId])).toEqual([{ rating: 5, feedback: 'Even better.' }]);
  });
});
