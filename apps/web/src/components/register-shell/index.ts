/**
 * The card and step indicator of the register shell: shared by the register feature
 * (steps 1–3) and the certification feature (step 4), which may not import each other.
 */
export { RegisterCard } from './register-card';
export { RegisterSteps } from './register-steps';
