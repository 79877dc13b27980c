export { ScormFrame, type ScormFrameProps } from './components/scorm-frame';
