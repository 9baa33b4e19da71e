export { LightButton, LightField, LightInput } from './light-form';
