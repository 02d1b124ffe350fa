export { createOAuthSignIn, type OAuthProfile, type OAuthSignIn, type OAuthSignInDeps, type SignInResult } from './sign-in';
export { signInAgain } from './errors';
export { isLoopbackHost } from './http';
