// The admin screens' text field is the shop's form building block.
export { FormTextField } from '../../../components/form-text-field';
