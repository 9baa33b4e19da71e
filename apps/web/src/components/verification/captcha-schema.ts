/** The captcha answer's rule, loaded by the code sender when a send is asked for (the schemas are not needed to paint). */
export { imageCodeSchema } from '@wardline/contract';
