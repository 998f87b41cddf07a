export { watchDeviceClass, type DeviceClassWatch } from './watchDeviceClass'
