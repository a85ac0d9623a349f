/** The one-time password's length and times (docs/product.md, Login): plain values, no schema, so the browser's first bundle can read them. */
export const OTP_LENGTH = 6;
export const OTP_VALID_SECONDS = 300;
export const OTP_RESEND_SECONDS = 60;
