-- A phone number is kept with its dial code ('+919876543210'), in accounts, codes and the send
-- log: keyed by its 10 digits alone, a code sent to another country's number with the same digits
-- opened the Indian account. Numbers kept before carried no dial code; they are taken as +91, the
-- country selector's default. A live SMS code is bound (hashed) to its old key, so it is dropped:
-- a login in progress across the upgrade asks for a new code. Running this again changes nothing.
UPDATE users SET mobile_number = '+91' || mobile_number WHERE mobile_number ~ '^[0-9]{10}$';
UPDATE otp_sends SET destination = '+91' || destination WHERE destination ~ '^[0-9]{10}$';
DELETE FROM otp_codes WHERE channel = 'sms' AND destination ~ '^[0-9]{10}$';
