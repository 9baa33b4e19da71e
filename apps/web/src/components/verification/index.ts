export { useCountdown, type Countdown } from './use-countdown';
export { useCaptcha, type Captcha } from './use-captcha';
export { CaptchaImage } from './captcha-image';
export { SendCodeButton } from './send-code-button';
export { useCaptchaCodeSender, type CaptchaAnswer, type CaptchaCodeSender } from './use-captcha-code-sender';
export { CaptchaField } from './captcha-field';
