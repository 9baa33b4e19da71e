export { useCountdown, type Countdown } from './use-countdown';
export { useCaptcha, type Captcha } from './use-captcha';
export { CaptchaImage } from './captcha-image';
export { SendCodeButton } from './send-code-button';
