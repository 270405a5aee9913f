// The chunk of /participe's forms (lazy-forms.tsx): one module, so that one request brings them all.
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { NewPasswordForm } from './NewPasswordForm';
export { SignInForm } from './SignInForm';
export { SignUpForm } from './SignUpForm';
export { VerifyEmail } from './VerifyEmail';
