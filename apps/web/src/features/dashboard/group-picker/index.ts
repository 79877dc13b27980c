export { GroupPicker, GROUP_PICKER_PAGE_SIZE, type PickedGroup } from './group-picker';
export { groupPickerMessages } from './group-picker-messages';
