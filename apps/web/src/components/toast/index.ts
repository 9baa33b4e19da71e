export { lightToast, ToastProvider, useToast, type Toast } from './toast';
