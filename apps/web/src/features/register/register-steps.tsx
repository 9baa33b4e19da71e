// Moved to components/register-shell so step 4 (certification) can share it.
export { RegisterSteps } from '@/components/register-shell';
