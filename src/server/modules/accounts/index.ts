// Accounts (docs/accounts-and-security.md): sign-in, tokens, OTPs and the rate limits others share.
export { default as accountsRoutes } from './accounts.routes';
export { liveLogin, insertRefreshToken } from './accounts.repo';
export { toAccessClaims } from './auth.service';
export { OTP_MESSAGES, redeem } from './otp.service';
export { countRecent, giveBack, recordAndAssert, reserve, type RateRule } from './rate-limit';
