export { useDeviceClass } from './useDeviceClass'
