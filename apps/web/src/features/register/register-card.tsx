// Moved to components/register-shell so step 4 (certification) can share it.
export { RegisterCard } from '@/components/register-shell';
