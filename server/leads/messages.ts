import 'server-only';
/** What visitors read when something goes wrong (the form shows `error`; see docs/decisions/0002). */
export const messages = {
  foreignOrigin: 'This form can only be sent from the Cairn Digital website.',
  unsupportedMediaType: 'Please send the form as JSON (Content-Type: application/json).',
  tooLarge: 'Your message is too long to send. Please shorten it and try again.',
  malformed: 'We could not read what was sent. Please try again.',
  badIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  invalid: 'Please check the highlighted fields.',
  idempotencyKeyReused:
    'This Idempotency-Key was already used for a different message. Send a new key with each new message.',
  recaptcha:
    'We could not confirm that you are not a robot. Please try again, or e-mail or call us.',
  rateLimited: (seconds: number) =>
    `You have sent several messages in a short time. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or e-mail or call us.`,
  unavailable:
    'We could not save your message just now. Please try again in a few minutes, or e-mail or call us instead.',
  unexpected: 'Something went wrong on our side. Please try again, or e-mail or call us.',
} as const;
