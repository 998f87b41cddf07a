export { Column, Grid } from './Grid'
