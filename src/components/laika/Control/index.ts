export { controlClass, controlsWithinClass, type ControlShape } from './Control'
